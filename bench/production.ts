// Imported first by benches that run the API in their own process: NODE_ENV as `coursegraph` sets it (see
// bin/coursegraph.js), before graphql-js and Apollo load and read it.
process.env.NODE_ENV ??= 'production';
