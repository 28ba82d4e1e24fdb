// The response time Glut promises for complaints and appeals (decision 0075): one place, which
// the complaints page, the terms and the moderation emails all say. In legal/, under both the
// complaints and the admin domains, so neither has to reach up into the other for it.

export const COMPLAINT_RESPONSE_WORKING_DAYS = 5;
export const complaintResponseTime = `within ${COMPLAINT_RESPONSE_WORKING_DAYS} working days`;
