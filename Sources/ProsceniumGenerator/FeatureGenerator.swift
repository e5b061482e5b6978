import Foundation

/// What to generate for one feature, with every project fact already decided (by the CLI, from the project model).
public struct FeatureRequest: Sendable {
  public var name: FeatureName
  public var style: FeatureStyle
  /// Absolute folder the feature's sources go below (`--into`).
  public var sourcesFolder: String
  /// Absolute folder the feature's tests go below.
  public var testsFolder: String
  /// The module the sources compile into, for `@testable import` in the tests.
  public var module: String
  public var indentation: Indentation
  public var platform: FeaturePlatform

  public init(
    name: FeatureName, style: FeatureStyle, sourcesFolder: String, testsFolder: String, module: String,
    indentation: Indentation = .templateDefault, platform: FeaturePlatform = .ios
  ) {
    self.platform = platform
    self.name = name
    self.style = style
    self.sourcesFolder = sourcesFolder
    self.testsFolder = testsFolder
    self.module = module
    self.indentation = indentation
  }
}

/// Turns a request into the files to write: pure apart from reading the files already at the destinations.
public struct FeatureGenerator: Sendable {
  public let templates: TemplateSource

  public init(templates: TemplateSource) {
    self.templates = templates
  }

  /// The plan for `request`, in template order.
  ///
  /// - Throws: `GeneratorError.badTemplate` when an override cannot be read or names an unknown placeholder.
  public func plan(_ request: FeatureRequest) throws(GeneratorError) -> [PlannedFile] {
    let values = TemplateValues(name: request.name, module: request.module, platform: request.platform)
    var files: [PlannedFile] = []
    for resolved in try templates.templates(for: request.style) {
      let template = resolved.template
      let origin = resolved.overridePath ?? "built-in \(request.style.rawValue)/\(template.role)"
      let relative: String
      let text: String
      do {
        relative = try values.render(template.path)
        text = try values.render(template.text)
      } catch {
        throw .badTemplate(path: origin, reason: "unknown placeholder '\(error.spelling)'")
      }
      let folder = template.destination == .sources ? request.sourcesFolder : request.testsFolder
      let path = folder + "/" + relative
      let contents = request.indentation.reindent(text)
      files.append(PlannedFile(path: path, contents: contents, existing: Self.read(path)))
    }
    return files
  }

  /// The text of the file at `path`, or `nil` when there is none.
  static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
