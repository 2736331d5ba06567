// Where 问政 lives (routes.ts: qaDetail/:id?.html): without an id, the form 我要问政.
export const qaPaths = {
  form: () => '/qaDetail.html',
  detail: (id: number) => `/qaDetail/${id}.html`,
};
