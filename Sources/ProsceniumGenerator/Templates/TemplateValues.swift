import Foundation

/// The values of the placeholders for one generation.
package struct TemplateValues: Sendable, Hashable {
  package var name: FeatureName
  package var module: String
  package var platform: FeaturePlatform
  /// The Domain layer's module, and whether files outside it are being written (so they import it).
  package var domainModule: String
  package var domainIsSeparate: Bool
  /// The stem of the feature's use case: `Load<Name>` unless `--use-case` names it.
  package var useCase: FeatureName
  /// The values the feature's route case carries, which its production use case keeps.
  package var routeValues: [RouteCase.Value]

  package init(
    name: FeatureName, module: String, platform: FeaturePlatform = .ios, domainModule: String? = nil,
    domainIsSeparate: Bool = false, useCase: FeatureName? = nil, routeValues: [RouteCase.Value] = []
  ) {
    self.routeValues = routeValues
    self.name = name
    self.useCase = useCase ?? name.loadUseCase
    self.module = module
    self.platform = platform
    self.domainModule = domainModule ?? module
    self.domainIsSeparate = domainIsSeparate
  }

  func includes(_ section: TemplateSection) -> Bool {
    switch section {
    case .tvOS: platform.includesTVOS
    case .separateDomain: domainIsSeparate
    case .routeValues: !routeValues.isEmpty
    }
  }

  func value(of placeholder: TemplatePlaceholder) -> String {
    switch placeholder {
    case .name: name.typeName
    case .lowerName: name.lowerCamel
    case .title: name.title
    case .module: module
    case .domainModule: domainModule
    case .useCase: useCase.typeName
    case .lowerUseCase: useCase.lowerCamel
    case .routeProperties: routeValues.map { "let \($0.label): \($0.type)" }.joined(separator: "\n")
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
    if let open {
      throw UnknownPlaceholder(spelling: "{{#\(open.section.rawValue)}} without {{/\(open.section.rawValue)}}")
    }
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
      // A value of several lines continues at the indentation of the line it starts on.
      let lineStart = output.lastIndex(of: "\n").map { output.index(after: $0) } ?? output.startIndex
      let indentation = output[lineStart...].prefix { $0 == " " || $0 == "\t" }
      output += value(of: placeholder).replacingOccurrences(of: "\n", with: "\n" + indentation)
      rest = rest[close.upperBound...]
    }
    return output + rest
  }
}

/// A `{{…}}` in a template that names no placeholder.
struct UnknownPlaceholder: Error {
  var spelling: String
}
