import Foundation

/// The templates a project generates from: the built-in ones, each replaced by a file of the same role name in
/// `.proscenium/templates/<style>/` when the project has one.
package struct TemplateSource: Sendable {
  /// Where a project keeps its overrides, relative to its root.
  package static let overridesFolder = ".proscenium/templates"

  /// One template in use and where it comes from.
  package struct Resolved: Sendable, Hashable {
    /// The folder of `.proscenium/templates` that overrides it: the style (`observable`) or piece (`use-case`).
    package var set: String
    package var template: Template
    /// The override file, or `nil` for the built-in template.
    package var overridePath: String?
  }

  /// The project's `.proscenium/templates` folder, when it exists.
  package let overridesRoot: String?

  /// - Parameter projectRoot: The project's root; its `.proscenium/templates` is read if present.
  package init(projectRoot: String?) {
    guard let projectRoot else {
      overridesRoot = nil
      return
    }
    let folder = projectRoot + "/" + Self.overridesFolder
    var isFolder: ObjCBool = false
    overridesRoot =
      FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
      ? folder : nil
  }

  /// The templates of `style` (with `--layers`, `layered`), overrides applied.
  ///
  /// - Throws: `GeneratorError.badTemplate` for an override that cannot be read, or for a file in the style's
  ///   override folder that replaces no template of the style, layered or not (most likely a misspelt role).
  ///   Each shape (`--template`) of a style has its own folder, `FeatureTemplate.overrideSet(for:)`.
  package func templates(
    for style: FeatureStyle, template: FeatureTemplate = .list, layered: Bool = false
  ) throws(GeneratorError) -> [Resolved] {
    var roles: [String] = []
    for file in BuiltInTemplates.templates(for: style, template: template)
      + BuiltInTemplates.templates(for: style, template: template, layered: true) where !roles.contains(file.role)
    {
      roles.append(file.role)
    }
    return try resolve(
      set: template.overrideSet(for: style),
      builtIn: BuiltInTemplates.templates(for: style, template: template, layered: layered), roles: roles)
  }

  /// The templates of a piece (`use-case`, `repository`), overrides applied.
  package func templates(for piece: PieceKind) throws(GeneratorError) -> [Resolved] {
    try resolve(set: piece.rawValue, builtIn: piece.templates, roles: piece.templates.map(\.role))
  }

  /// `builtIn` with the overrides of `set`; `roles` are every name an override in `set` may have.
  private func resolve(set: String, builtIn: [Template], roles: [String]) throws(GeneratorError) -> [Resolved] {
    guard let overridesRoot else {
      return builtIn.map { Resolved(set: set, template: $0, overridePath: nil) }
    }
    let folder = overridesRoot + "/" + set
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }
    if let stray = files.sorted().first(where: { !roles.contains($0) }) {
      throw .badTemplate(
        path: folder + "/" + stray,
        reason: "no '\(set)' template is named '\(stray)'; the names are \(roles.joined(separator: ", "))")
    }
    var resolved: [Resolved] = []
    for template in builtIn {
      guard files.contains(template.role) else {
        resolved.append(Resolved(set: set, template: template, overridePath: nil))
        continue
      }
      let path = folder + "/" + template.role
      guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        throw .badTemplate(path: path, reason: "cannot read it as UTF-8 text")
      }
      var replaced = template
      replaced.text = text
      resolved.append(Resolved(set: set, template: replaced, overridePath: path))
    }
    return resolved
  }
}
