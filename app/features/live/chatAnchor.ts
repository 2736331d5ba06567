/** The anchor the login page brings the reader back to: the chat tab, its box and the draft in it. */
export const chatAnchor = 'live-chat';
