import Testing

@testable import ProsceniumCheck

/// `JSONValue.rendered` writes every report in JSON and SARIF: its bytes are a public output, so
/// they are pinned here for the shapes that need care (escapes, empty containers, nesting, both
/// layouts).
@Suite struct JSONValueRenderingTests {
  static let document = JSONValue.object([
    (key: "text", value: .string("say \"hi\"\\ \n\r\t\u{1}\u{1F}\u{7F} é 🎭")),
    (key: "empty", value: .object([])),
    (key: "list", value: .array([.number(3), .number(-2.5), .bool(true), .null, .array([])])),
    (key: "nested", value: .array([.object([(key: "k\"ey", value: .string(""))])])),
  ])

  @Test func compactJSONHasNoSpaceAndEscapesControlCharacters() {
    #expect(
      Self.document.rendered()
        == #"{"text":"say \"hi\"\\ \n\r\t\u0001\u001f"# + "\u{7F} é 🎭"
        + #"","empty":{},"list":[3,-2.5,true,null,[]],"nested":[{"k\"ey":""}]}"#)
  }

  @Test func prettyJSONIndentsTwoSpacesALevelAfterTheGivenIndent() {
    let expected = """
      {
        "text": "say \\"hi\\"\\\\ \\n\\r\\t\\u0001\\u001f\u{7F} é 🎭",
        "empty": {},
        "list": [
          3,
          -2.5,
          true,
          null,
          []
        ],
        "nested": [
          {
            "k\\"ey": ""
          }
        ]
      }
      """
    #expect(Self.document.rendered(pretty: true) == expected)
    let indented = JSONValue.array([.number(1)]).rendered(pretty: true, indent: "    ")
    #expect(indented == "[\n      1\n    ]")
  }

  @Test func quotingCopiesEveryOtherByte() {
    #expect(JSONValue.quote("") == #""""#)
    #expect(JSONValue.quote("a\u{0}b") == #""a\u0000b""#)
    #expect(JSONValue.quote("日本語 ✓") == "\"日本語 ✓\"")
  }
}
