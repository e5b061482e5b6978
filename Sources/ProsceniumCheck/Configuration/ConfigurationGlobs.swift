/// A configuration's `include`, `exclude` and override globs, compiled once for the whole run.
struct ConfigurationGlobs {
  var include: GlobSet
  var exclude: GlobSet
  var overrides: [GlobSet]

  init(_ configuration: Configuration) {
    include = GlobSet(configuration.include)
    exclude = GlobSet(configuration.exclude)
    overrides = configuration.overrides.map { GlobSet($0.paths) }
  }
}
