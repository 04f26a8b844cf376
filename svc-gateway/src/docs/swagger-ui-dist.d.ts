/** swagger-ui-dist ships no types: the one function the docs routes use (the folder of its built files). */
declare module 'swagger-ui-dist/absolute-path.js' {
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
