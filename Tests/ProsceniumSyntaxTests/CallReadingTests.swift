import ProsceniumSyntax
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct CallReadingTests {
  /// The reading of the outermost call of `source`, an expression.
  static func reading(_ source: String) throws -> CallReading {
    let tree = Parser.parse(source: source)
    let item = try #require(tree.statements.first)
    let call = try #require(FunctionCallExprSyntax(item.item))
    return CallReading(call)
  }

  struct Case: Sendable, CustomStringConvertible {
    var source: String
    var name: String?
    var baseName: String?
    var viewName: String?
    var isModifier: Bool
    var description: String { source }
  }

  static let cases: [Case] = [
    Case(source: "print(x)", name: "print", baseName: nil, viewName: nil, isModifier: false),
    Case(source: "Button {}", name: "Button", baseName: nil, viewName: "Button", isModifier: false),
    Case(source: "SwiftUI.Image(\"a\")", name: "Image", baseName: "SwiftUI", viewName: "Image", isModifier: false),
    Case(source: "Font.system(size: 12)", name: "system", baseName: "Font", viewName: nil, isModifier: true),
    Case(source: "Text(\"a\").padding()", name: "padding", baseName: nil, viewName: nil, isModifier: true),
    Case(source: "model.load()", name: "load", baseName: "model", viewName: nil, isModifier: true),
    Case(source: "Swift.print(x)", name: "print", baseName: "Swift", viewName: nil, isModifier: true),
    Case(source: ".init(x)", name: "init", baseName: nil, viewName: nil, isModifier: true),
    Case(source: "Task<Void, Never> {}", name: nil, baseName: nil, viewName: nil, isModifier: false),
    Case(source: "handler!()", name: nil, baseName: nil, viewName: nil, isModifier: false),
    Case(source: "ÄView()", name: "ÄView", baseName: nil, viewName: "ÄView", isModifier: false),
    Case(source: "makeView()", name: "makeView", baseName: nil, viewName: nil, isModifier: false),
  ]

  @Test(arguments: cases)
  func readsTheCallee(_ expected: Case) throws {
    let reading = try Self.reading(expected.source)
    #expect(reading.name == expected.name)
    #expect(reading.baseName == expected.baseName)
    #expect(reading.viewName == expected.viewName)
    #expect((reading.modifierAccess != nil) == expected.isModifier)
    #expect(reading.callee.id == reading.call.calledExpression.id)
  }

  @Test func aMemberWithoutBaseHasNone() throws {
    let reading = try Self.reading(".padding()")
    #expect(reading.member != nil)
    #expect(reading.base == nil)
    #expect(reading.reference == nil)
  }

  @Test func aPlainNameHasNoMember() throws {
    let reading = try Self.reading("Color(red: 1, green: 0, blue: 0)")
    #expect(reading.reference?.baseName.text == "Color")
    #expect(reading.member == nil)
    #expect(reading.base == nil)
    #expect(reading.modifierAccess == nil)
  }
}
