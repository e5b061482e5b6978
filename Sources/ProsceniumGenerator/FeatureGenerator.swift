import Foundation

/// What to generate for one feature, with every project fact already decided (by the CLI, from the project model).
package struct FeatureRequest: Sendable {
  package var name: FeatureName
  package var style: FeatureStyle
  /// The screen's shape within its style (`--template`).
  package var template: FeatureTemplate
  /// Absolute folder the feature's sources go below (`--into`).
  package var sourcesFolder: String
  /// Absolute folder the feature's tests go below.
  package var testsFolder: String
  /// The module the sources compile into, for `@testable import` in the tests.
  package var module: String
  package var indentation: Indentation
  package var platform: FeaturePlatform
  /// The use case the view model is injected with (`--use-case`); `nil` for `Load<Name>`.
  package var useCase: FeatureName?
  /// Seed 002's modules (`--layers`): the entity, use case and repository go there instead of beside the view model.
  package var layers: ProjectLayout.Layers?
  /// The route case the screen is reached by (`--route`); its values become the production use case's properties.
  package var routeCase: RouteCase?

  package init(
    name: FeatureName, style: FeatureStyle, sourcesFolder: String, testsFolder: String, module: String,
    indentation: Indentation = .templateDefault, platform: FeaturePlatform = .ios, useCase: FeatureName? = nil,
    layers: ProjectLayout.Layers? = nil, routeCase: RouteCase? = nil, template: FeatureTemplate = .list
  ) {
    self.template = template
    self.routeCase = routeCase
    self.platform = platform
    self.useCase = useCase
    self.layers = layers
    self.name = name
    self.style = style
    self.sourcesFolder = sourcesFolder
    self.testsFolder = testsFolder
    self.module = module
    self.indentation = indentation
  }
}

/// Turns a request into the files to write: pure apart from reading the files already at the destinations.
package struct FeatureGenerator: Sendable {
  package let templates: TemplateSource

  package init(templates: TemplateSource) {
    self.templates = templates
  }

  /// The plan for `request`, in template order.
  ///
  /// - Throws: `GeneratorError.badTemplate` when an override cannot be read or names an unknown placeholder.
  package func plan(_ request: FeatureRequest) throws(GeneratorError) -> [PlannedFile] {
    let layers = request.layers
    let values = TemplateValues(
      name: request.name, module: request.module, platform: request.platform,
      domainModule: layers?.domainModule,
      useCase: request.useCase ?? request.template.defaultUseCase(for: request.name),
      routeValues: request.routeCase?.values ?? [])
    let resolved = try templates.templates(for: request.style, template: request.template, layered: layers != nil)
    return try render(resolved, values: values, indentation: request.indentation) { destination in
      switch destination {
      case .sources: (request.sourcesFolder, request.module)
      case .tests: (request.testsFolder, request.module)
      case .domain: layers.map { ($0.domain, $0.domainModule) } ?? (request.sourcesFolder, request.module)
      case .data: layers.map { ($0.data, $0.dataModule) } ?? (request.sourcesFolder, request.module)
      }
    }
  }

  /// The plan for a piece: a use case in the Domain folder, a repository's protocol there and its implementation
  /// in the Data folder.
  package func plan(_ piece: PieceKind, name: FeatureName, layers: ProjectLayout.Layers, indentation: Indentation)
    throws(GeneratorError) -> [PlannedFile]
  {
    let values = TemplateValues(name: name, module: layers.domainModule, domainModule: layers.domainModule)
    return try render(templates.templates(for: piece), values: values, indentation: indentation) {
      $0 == .data ? (layers.data, layers.dataModule) : (layers.domain, layers.domainModule)
    }
  }

  /// Renders each template into the folder `place` gives for its destination; a file outside the Domain module
  /// imports it (the `separateDomain` section), judged by the module `place` gives.
  private func render(
    _ resolved: [TemplateSource.Resolved], values: TemplateValues, indentation: Indentation,
    place: (Template.Destination) -> (folder: String, module: String)
  ) throws(GeneratorError) -> [PlannedFile] {
    var files: [PlannedFile] = []
    for entry in resolved {
      let template = entry.template
      let origin = entry.overridePath ?? "built-in \(entry.set)/\(template.role)"
      let (folder, module) = place(template.destination)
      var values = values
      values.domainIsSeparate = module != values.domainModule
      let relative: String
      let text: String
      do {
        relative = try values.render(template.path)
        text = try values.render(template.text)
      } catch {
        throw .badTemplate(path: origin, reason: "unknown placeholder '\(error.spelling)'")
      }
      let path = folder + "/" + relative
      files.append(PlannedFile(path: path, contents: indentation.reindent(text), existing: Self.read(path)))
    }
    return files
  }

  /// The text of the file at `path`, or `nil` when there is none.
  static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
