import Testing

@testable import ProsceniumGenerator

struct TemplateValuesTests {
  let values: TemplateValues

  init() throws {
    values = TemplateValues(name: try FeatureName("OrderHistory"), module: "ShopPresentation")
  }

  @Test func replacesEveryPlaceholder() throws {
    let text = try values.render("{{Name}}View {{name}} \"{{Title}}\" @testable import {{Module}}")
    #expect(text == "OrderHistoryView orderHistory \"Order History\" @testable import ShopPresentation")
  }

  @Test func anUnknownPlaceholderIsAnErrorNotCode() {
    #expect(throws: UnknownPlaceholder.self) { try values.render("struct {{Nmae}}View {}") }
    #expect(throws: UnknownPlaceholder.self) { try values.render("struct {{Name View {}") }
  }

  @Test func textWithoutPlaceholdersIsKept() throws {
    #expect(try values.render("let a = [1: 2]\n") == "let a = [1: 2]\n")
  }

  @Test func everyBuiltInTemplateUsesOnlyKnownPlaceholders() throws {
    for style in FeatureStyle.allCases {
      for template in BuiltInTemplates.templates(for: style) + BuiltInTemplates.templates(for: style, layered: true) {
        let rendered = try values.render(template.text)
        #expect(!rendered.contains("{{"), "\(style.rawValue)/\(template.role)")
      }
    }
  }

  @Test func sectionsKeepTheirLinesOnlyForTheirPlatform() throws {
    let text = "a\n{{#tvOS}}\ntv\n{{/tvOS}}\n  {{^tvOS}}\nphone\n  {{/tvOS}}\nb"
    #expect(try values.render(text) == "a\nphone\nb")
    var tv = values
    tv.platform = .all
    #expect(try tv.render(text) == "a\ntv\nb")
  }

  @Test func brokenSectionsAreErrors() {
    #expect(throws: UnknownPlaceholder.self) { try values.render("{{#watchOS}}\nx\n{{/watchOS}}") }
    #expect(throws: UnknownPlaceholder.self) { try values.render("{{#tvOS}}\nx\n") }
    #expect(throws: UnknownPlaceholder.self) { try values.render("{{/tvOS}}\n") }
  }
}
