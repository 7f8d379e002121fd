// The Facebook app of the end-to-end server, shared by e2e/server.ts (which hands it to the app
// and to the Graph stand-in) and the tests (which play Facebook's login dialog in the browser).
// The dialog answers with a code of the test's choosing; the stand-in turns code `<name>` into
// the token `tok-<name>`, whose profile is made from the name.

export const FACEBOOK_APP = {
  id: 'e2e-facebook-app',
  secret: 'e2e-facebook-secret',
  profile: (name: string) =>
    /^[a-z0-9-]+$/.test(name)
      ? {
          id: `fb-${name}`,
          name: 'Frida Kahlo',
          first_name: 'Frida',
          last_name: 'Kahlo',
          email: `${name}@facebook.example.test`,
          // A silhouette: the app keeps no picture and shows its generic avatar.
          picture: { data: { url: 'https://platform-lookaside.fbsbx.example/silhouette.jpg', is_silhouette: true } },
        }
      : undefined,
};
