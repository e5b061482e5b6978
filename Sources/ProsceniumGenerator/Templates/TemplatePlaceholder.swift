/// The placeholders a template may use, built-in or overridden; each is written `{{Name}}` and replaced whole.
public enum TemplatePlaceholder: String, Sendable, CaseIterable {
  /// The feature's type name: `OrderHistory`.
  case name = "Name"
  /// The same with a lowercase head, for properties: `orderHistory`.
  case lowerName = "name"
  /// The name in words, for titles: `Order History`.
  case title = "Title"
  /// The module the feature's source files compile into, for `@testable import` in tests.
  case module = "Module"

  /// The spelling in a template: `{{Name}}`.
  public var token: String { "{{\(rawValue)}}" }

  /// What the placeholder stands for, for docs and `--list-templates`.
  public var summary: String {
    switch self {
    case .name: "the feature's type name (OrderHistory)"
    case .lowerName: "the name with a lowercase head (orderHistory)"
    case .title: "the name in words (Order History)"
    case .module: "the module of the feature's sources, for '@testable import' in tests"
    }
  }
}

/// The values of the placeholders for one generation.
public struct TemplateValues: Sendable, Hashable {
  public var name: FeatureName
  public var module: String

  public init(name: FeatureName, module: String) {
    self.name = name
    self.module = module
  }

  func value(of placeholder: TemplatePlaceholder) -> String {
    switch placeholder {
    case .name: name.typeName
    case .lowerName: name.lowerCamel
    case .title: name.title
    case .module: module
    }
  }

  /// `text` with every placeholder replaced.
  ///
  /// - Throws: the unknown placeholder's spelling, when `text` holds a `{{…}}` that is none of ours, so a typo in an
  ///   override is reported instead of written into code.
  func render(_ text: String) throws(UnknownPlaceholder) -> String {
    var output = ""
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      output += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "}}") else {
        throw UnknownPlaceholder(spelling: String(rest[open.lowerBound...].prefix(20)))
      }
      let key = String(rest[open.upperBound..<close.lowerBound])
      guard let placeholder = TemplatePlaceholder(rawValue: key) else {
        throw UnknownPlaceholder(spelling: "{{\(key)}}")
      }
      output += value(of: placeholder)
      rest = rest[close.upperBound...]
    }
    return output + rest
  }
}

/// A `{{…}}` in a template that names no placeholder.
struct UnknownPlaceholder: Error {
  var spelling: String
}
