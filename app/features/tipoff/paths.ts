// Where tip-offs live (routes.ts: tipoffDetail/:id?.html): without an id, the form.
export const tipoffPaths = {
  form: () => '/tipoffDetail.html',
  detail: (id: number) => `/tipoffDetail/${id}.html`,
};
