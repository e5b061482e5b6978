/// One file a style writes: where it goes and its text with `{{…}}` placeholders.
///
/// Built-in templates are written with two-space indentation; the generator re-indents them to the project's style.
package struct Template: Sendable, Hashable {
  /// Which folder a template's `path` is relative to.
  package enum Destination: String, Sendable, Hashable {
    /// The folder the feature's sources go in (`--into`).
    case sources
    /// The folder of the test target that tests them (`--tests-into`).
    case tests
    /// The Domain module's folder (seed 002), for use cases and repository protocols.
    case domain
    /// The Data module's folder (seed 002), for repository implementations.
    case data
  }

  /// The file that overrides this template in `.proscenium/templates/<style>/`, and its name in listings:
  /// `ViewModel.swift`.
  package var role: String
  /// Where the file goes, relative to its destination, with placeholders: `{{Name}}/View/{{Name}}View.swift`.
  package var path: String
  package var destination: Destination
  package var text: String

  package init(role: String, path: String, destination: Destination, text: String) {
    self.role = role
    self.path = path
    self.destination = destination
    self.text = text
  }
}

/// The templates that ship with the tool, by style.
package enum BuiltInTemplates {
  /// The files of `style` in the shape `template`; `layered` (`--layers`) moves the use case, entity and repository
  /// to the Domain and Data modules, for the styles and shapes that support it.
  package static func templates(
    for style: FeatureStyle, template: FeatureTemplate = .list, layered: Bool = false
  ) -> [Template] {
    switch template {
    case .list: break
    case .pagedList:
      return style == .observableObject ? PagedListTemplates.observableObject : PagedListTemplates.observable
    case .form: return style == .observableObject ? FormTemplates.observableObject : FormTemplates.observable
    }
    return switch style {
    case .observable: ObservableTemplates.all(layered: layered && style.supportsLayers)
    case .observableObject: ObservableObjectTemplates.all(layered: layered && style.supportsLayers)
    case .uikitMVP: UIKitMVPTemplates.all
    }
  }
}
