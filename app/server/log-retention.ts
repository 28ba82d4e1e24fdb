/**
 * How long request logs are kept, as the privacy notice states. The app writes its logs to
 * standard output; whoever runs Glut sets the hosting platform's log retention to this (README,
 * decision 0024).
 */
export const SERVER_LOG_RETENTION_DAYS = 30;
