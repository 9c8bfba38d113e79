const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Drop Gatsby-only props so the rendered <a> is what a visitor would get.
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
  ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }) => React.createElement("div", { ...rest, "data-test-slice-alias": alias })),
  Script: jest.fn().mockImplementation(({ src, id }) => React.createElement("script", { src, id })),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
