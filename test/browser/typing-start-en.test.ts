import { typingWhileStarting } from '../support/typing-start-suite';

// Every name field keeps what is typed while its calculator starts, in English (test/support/typing-start-suite.ts).
typingWhileStarting('en');
