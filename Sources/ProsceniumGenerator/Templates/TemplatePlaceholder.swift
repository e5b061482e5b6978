import Foundation

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

/// The conditional sections a template may use: lines between `{{#tvOS}}` and `{{/tvOS}}` are kept only when the
/// feature targets tvOS, lines between `{{^tvOS}}` and `{{/tvOS}}` only when it does not. Each tag stands alone on
/// its line.
public enum TemplateSection: String, Sendable, CaseIterable {
  case tvOS

  public var summary: String {
    switch self {
    case .tvOS: "the tvOS adaptations (focus, grid layout), kept with --platform tvos or all"
    }
  }
}

/// The platforms a feature is generated for.
public enum FeaturePlatform: String, Sendable, CaseIterable {
  case ios
  case tvos
  case all

  public var summary: String {
    switch self {
    case .ios: "iOS only"
    case .tvos: "adds the tvOS adaptations (focus, grid) behind '#if os(tvOS)'"
    case .all: "iOS and tvOS: the same adaptations, behind '#if os(tvOS)'"
    }
  }

  var includesTVOS: Bool { self != .ios }
}

/// The values of the placeholders for one generation.
public struct TemplateValues: Sendable, Hashable {
  public var name: FeatureName
  public var module: String
  public var platform: FeaturePlatform

  public init(name: FeatureName, module: String, platform: FeaturePlatform = .ios) {
    self.name = name
    self.module = module
    self.platform = platform
  }

  func includes(_ section: TemplateSection) -> Bool {
    switch section {
    case .tvOS: platform.includesTVOS
    }
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
    try substitute(selectSections(text))
  }

  /// `text` without the lines of sections that do not apply, and without the section tags.
  func selectSections(_ text: String) throws(UnknownPlaceholder) -> String {
    guard text.contains("{{#") || text.contains("{{^") else { return text }
    var kept: [Substring] = []
    var open: (section: TemplateSection, keeps: Bool)?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let tag = line.trimmingCharacters(in: .whitespaces)
      if tag.hasPrefix("{{#") || tag.hasPrefix("{{^") || tag.hasPrefix("{{/"), tag.hasSuffix("}}") {
        let name = String(tag.dropFirst(3).dropLast(2))
        guard let section = TemplateSection(rawValue: name) else { throw UnknownPlaceholder(spelling: tag) }
        if tag.hasPrefix("{{/") {
          guard open?.section == section else { throw UnknownPlaceholder(spelling: tag) }
          open = nil
        } else {
          guard open == nil else { throw UnknownPlaceholder(spelling: tag + " (sections do not nest)") }
          open = (section, includes(section) == tag.hasPrefix("{{#"))
        }
        continue
      }
      if open?.keeps ?? true { kept.append(line) }
    }
    if let open { throw UnknownPlaceholder(spelling: "{{#\(open.section.rawValue)}} without {{/\(open.section.rawValue)}}") }
    return kept.joined(separator: "\n")
  }

  private func substitute(_ text: String) throws(UnknownPlaceholder) -> String {
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
