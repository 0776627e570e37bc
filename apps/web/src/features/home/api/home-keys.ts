/** Every query of the home page's sections starts with this key. */
export const HOME_KEY = 'home';
