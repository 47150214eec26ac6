// Codegen plugin: emits the SDL as a TypeScript string so the server never reads .graphql files at
// run time (the package is bundled into the Next.js server, where source files are not on disk).
const { printSchema } = require('graphql');

module.exports = {
  plugin(schema) {
    return `export const typeDefs = ${JSON.stringify(printSchema(schema))};\n`;
  },
};
