import ProsceniumSyntax

/// What a `--layers` feature needs of `Package.swift`, checked before writing: the presentation and Data modules
/// must depend on Domain (or the generated imports fail to build), and no target may take a dependency
/// `layer_dependencies` forbids (Presentation → Data, Domain → anything), since the feature would then be built on a
/// broken architecture.
package enum LayerDependencyCheck {
  /// One line per problem, empty when the manifest fits, or when the project has no manifest or no separate Domain
  /// module (everything is one module then, and there is nothing to depend on).
  package static func problems(in layout: ProjectLayout, presentationModule: String, layers: ProjectLayout.Layers)
    -> [String]
  {
    guard let manifest = layout.manifest, layers.domainModule != presentationModule else { return [] }
    func target(_ name: String) -> PackageManifest.Target? { manifest.targets.first { $0.name == name } }
    var problems: [String] = []
    for module in [presentationModule, layers.dataModule] where module != layers.domainModule {
      if let target = target(module), !target.dependencies.contains(layers.domainModule) {
        problems.append(
          "'\(module)' does not depend on '\(layers.domainModule)', so its generated 'import \(layers.domainModule)' "
            + "will not build; add \"\(layers.domainModule)\" to its dependencies in Package.swift")
      }
    }
    if layers.dataModule != layers.domainModule, let presentation = target(presentationModule),
      presentation.dependencies.contains(layers.dataModule)
    {
      problems.append(
        "'\(presentationModule)' depends on '\(layers.dataModule)'; layer_dependencies allows Presentation to depend "
          + "on Domain only, so remove it and let the app wire the repository in")
    }
    if let domain = target(layers.domainModule) {
      for forbidden in [presentationModule, layers.dataModule]
      where forbidden != layers.domainModule && domain.dependencies.contains(forbidden) {
        problems.append(
          "'\(layers.domainModule)' depends on '\(forbidden)'; layer_dependencies allows Domain no other layer")
      }
    }
    return problems
  }
}
