const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { DefinePlugin } = require('webpack');
const { BundleBudgetsPlugin } = require('./webpack/bundleBudgets');
const { PageStylesPlugin } = require('./webpack/pageStyles');
const { WebAppManifestPlugin } = require('./webpack/webAppManifest');
const { InjectManifest } = require('workbox-webpack-plugin');

/**
 * Production: content-hashed, split, lazily loaded route chunks with minified JS and CSS.
 * Development: source maps, the dev server with hot reload, /api proxied to the API server.
 */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Messages arrive precompiled (webpack/precompileMessages.js), so the ICU parser is not shipped.
      alias: {
        // The rules and contracts the SPA shares with the server (tsconfig.json's paths).
        '@shared': path.resolve(__dirname, 'shared'),
        '@formatjs/icu-messageformat-parser$': path.resolve(
          __dirname,
          'node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js',
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type errors are the job of `npm run typecheck`; the bundler only transpiles.
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
          },
        },
        {
          test: /locales[\\/](it|en)\.json$/,
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'webpack/precompileMessages.js'),
        },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The template names the scripts for public/app-loader.js to load, and links the stylesheets.
      new HtmlWebpackPlugin({ template: 'public/index.html', inject: false }),
      // REDUX_DEVTOOLS=on npm run build: a production build with Redux DevTools on (docs/support.md).
      new DefinePlugin({ 'process.env.REDUX_DEVTOOLS': JSON.stringify(process.env.REDUX_DEVTOOLS ?? '') }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash:12].css',
              chunkFilename: 'assets/[name].[contenthash:12].css',
            }),
            // Brotli and gzip files beside each text asset, made once at build at the highest
            // levels; the server sends them as they are (plugins/spa.ts, preCompressed).
            ...[
              {
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              },
              { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } },
            ].map(
              (options) =>
                new CompressionPlugin({
                  ...options,
                  test: /\.(js|css|html|svg|json)$/,
                  threshold: 1024,
                  minRatio: 0.9,
                }),
            ),
            new BundleBudgetsPlugin(),
            new PageStylesPlugin(),
            new WebAppManifestPlugin(),
            // The service worker (src/app/serviceWorker/serviceWorker.ts) with the list of files it
            // precaches: the app shell, every chunk and its CSS, the icons, each by content hash.
            // Not the compressed copies (the browser asks for them itself), nor the prerendered
            // pages (the server sends them in the visitor's language) and the PDFs.
            new InjectManifest({
              swSrc: './src/app/serviceWorker/serviceWorker.ts',
              swDest: 'sw.js',
              include: [
                /^index\.html$/,
                /^app-loader\.js$/,
                /^assets\/.*\.(js|css|svg|png|webp|jpe?g)$/,
                /^icons\//,
                /^images\//,
                /\.webmanifest$/,
              ],
              // Hashed names change with their content: no revision needed beside them.
              dontCacheBustURLsMatching: /\.[0-9a-f]{12}\./,
              maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/contact', '/docs'], target: 'http://localhost:8080' }],
    },
  };
};
