import Testing

@testable import ProsceniumCheck

@Suite struct SchemaTests {
  let schema = ConfigurationSchema.generate(catalog: TestCatalog.catalog)

  func keys(_ value: JSONValue?) -> [String] {
    guard case .object(let members)? = value else { return [] }
    return members.map(\.key)
  }

  @Test func followsDraft2020AndRejectsUnknownTopLevelKeys() {
    #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    #expect(schema["type"] == .string("object"))
    #expect(schema["additionalProperties"] == .bool(false))
  }

  @Test func listsEveryTopLevelKeyOfTheDecoderWithADescription() {
    let properties = schema["properties"]
    #expect(keys(properties) == ConfigurationDecoder.topLevelKeys)
    for key in ConfigurationDecoder.topLevelKeys {
      #expect(ConfigurationSchema.summary(ofTopLevelKey: key)?.isEmpty == false, "\(key) has no description")
      guard case .string(let description)? = properties?[key]?["description"] else {
        Issue.record("\(key) has no description in the schema")
        continue
      }
      #expect(!description.isEmpty)
    }
  }

  @Test func describesEveryRuleAndItsOptionsWithDefaults() throws {
    let definitions = schema["$defs"]
    #expect(keys(definitions?["rules"]?["properties"]) == (TestCatalog.catalog.allIDs).sorted())
    for rule in TestCatalog.catalog.rules {
      let entry = try #require(definitions?["rule.\(rule.id)"], "no schema for \(rule.id)")
      guard case .array(let alternatives)? = entry["oneOf"], let object = alternatives.last else {
        Issue.record("\(rule.id) has no object form")
        continue
      }
      #expect(object["additionalProperties"] == .bool(false))
      let options = object["properties"]?["options"]
      #expect(options?["additionalProperties"] == .bool(false))
      #expect(keys(options?["properties"]) == rule.optionFields.map(\.key))
      for field in rule.optionFields {
        let option = options?["properties"]?[field.key]
        #expect(option?["description"] == .string(field.summary))
        #expect(option?["default"] == rule.defaultOptions[field.key])
      }
    }
    let structOptions = definitions?["rule.test_struct"]?["oneOf"].flatMap { value -> JSONValue? in
      guard case .array(let alternatives) = value else { return nil }
      return alternatives.last?["properties"]?["options"]?["properties"]
    }
    #expect(structOptions?["minimum_length"]?["minimum"] == .number(0))
    #expect(structOptions?["style"]?["enum"] == .array([.string("camel"), .string("snake")]))
    #expect(structOptions?["allowed"]?["items"]?["type"] == .string("string"))
  }

  @Test func namesThePresets() {
    #expect(schema["$defs"]?["preset_name"]?["enum"] == .array([.string("strict"), .string("quiet")]))
    let empty = ConfigurationSchema.generate(catalog: RuleCatalog(rules: [], presets: []))
    #expect(empty["$defs"]?["preset_name"]?["not"] == .object([]))
  }

  @Test func rendersTheSameTextEveryTimeAndParsesBack() throws {
    let text = ConfigurationSchema.render(catalog: TestCatalog.catalog)
    #expect(text == ConfigurationSchema.render(catalog: TestCatalog.catalog))
    #expect(text.hasSuffix("}\n"))
    #expect(try JSONParser.parse(text) == schema)
  }

  /// The schema and the decoder must agree on what a valid configuration is.
  @Test(arguments: [
    #"{}"#,
    #"{"$schema": "./proscenium.schema.json", "preset": "strict"}"#,
    #"{"preset": ["strict", "quiet"], "include": ["Sources/**"], "exclude": []}"#,
    #"{"deployment_target": {"ios": "17.0", "tvos": "17"}}"#,
    #"{"rules": {"test_struct": true, "test_opt_in": "error", "test_token": "off", "unparsable_file": false}}"#,
    #"{"rules": {"test_struct": {"enabled": false, "severity": "warning", "options": {"minimum_length": 2, "style": "snake", "allowed": ["A"], "strict": true, "label": "x"}}}}"#,
    #"{"overrides": [{"paths": ["Tests/"], "rules": {"test_struct": "off"}}]}"#,
    #"{"rulez": {}}"#,
    #"{"preset": "strikt"}"#,
    #"{"preset": 3}"#,
    #"{"include": "Sources"}"#,
    #"{"deployment_target": {"android": "1"}}"#,
    #"{"rules": {"test_strukt": true}}"#,
    #"{"rules": {"test_struct": "loud"}}"#,
    #"{"rules": {"test_struct": {"severty": "error"}}}"#,
    #"{"rules": {"test_struct": {"options": {"minimum_lenght": 2}}}}"#,
    #"{"rules": {"test_struct": {"options": {"minimum_length": -1}}}}"#,
    #"{"rules": {"test_struct": {"options": {"minimum_length": 1.5}}}}"#,
    #"{"rules": {"test_struct": {"options": {"style": "kebab"}}}}"#,
    #"{"rules": {"test_struct": {"options": {"allowed": [1]}}}}"#,
    #"{"rules": {"test_token": {"options": {"anything": 1}}}}"#,
    #"{"rules": {"unparsable_file": {"options": {}}}}"#,
    #"{"rules": {"unparsable_file": {"options": {"limit": 1}}}}"#,
    #"{"overrides": [{"rules": {}}]}"#,
    #"{"overrides": [{"paths": [], "rules": {}}]}"#,
    #"{"overrides": [{"paths": ["A"], "extra": 1}]}"#,
  ])
  func schemaAndDecoderAgree(text: String) throws {
    let document = try JSONParser.parse(text)
    let decoded = (try? ConfigurationDecoder.decode(text, file: nil, root: ".", catalog: TestCatalog.catalog)) != nil
    let problems = SchemaValidator(root: schema).problems(in: document)
    #expect(decoded == problems.isEmpty, "decoder \(decoded ? "accepts" : "rejects"), schema says \(problems)")
  }
}

/// Validates JSON against the subset of JSON Schema the generator emits: `type`, `enum`,
/// `oneOf`, `not`, `$ref` into `$defs`, `properties`, `additionalProperties: false`, `required`,
/// `items`, `minItems`, `uniqueItems`, `minimum`. (`pattern` is not checked.)
struct SchemaValidator {
  var root: JSONValue

  func problems(in value: JSONValue, against schema: JSONValue? = nil, at path: String = "") -> [String] {
    let schema = schema ?? root
    var problems: [String] = []
    if case .string(let reference)? = schema["$ref"] {
      let name = String(reference.dropFirst("#/$defs/".count))
      guard let target = root["$defs"]?[name] else { return ["\(path): unresolved \(reference)"] }
      problems += self.problems(in: value, against: target, at: path)
    }
    if case .string(let type)? = schema["type"], !Self.value(value, hasType: type) {
      problems.append("\(path): expected \(type)")
      return problems
    }
    if case .array(let allowed)? = schema["enum"], !allowed.contains(value) {
      problems.append("\(path): not in enum")
    }
    if case .array(let alternatives)? = schema["oneOf"] {
      let matching = alternatives.filter { self.problems(in: value, against: $0, at: path).isEmpty }
      if matching.count != 1 { problems.append("\(path): matches \(matching.count) of oneOf") }
    }
    if let negated = schema["not"], self.problems(in: value, against: negated, at: path).isEmpty {
      problems.append("\(path): matches 'not'")
    }
    if case .number(let minimum)? = schema["minimum"], case .number(let number) = value, number < minimum {
      problems.append("\(path): below minimum")
    }
    if case .object(let members) = value {
      let properties = schema["properties"]
      for (key, member) in members {
        if let property = properties?[key] {
          problems += self.problems(in: member, against: property, at: path + "." + key)
        } else if schema["additionalProperties"] == .bool(false) {
          problems.append("\(path).\(key): not allowed")
        }
      }
      if case .array(let required)? = schema["required"] {
        for case .string(let key) in required where value[key] == nil { problems.append("\(path).\(key): required") }
      }
    }
    if case .array(let elements) = value {
      if let items = schema["items"] {
        for (index, element) in elements.enumerated() {
          problems += self.problems(in: element, against: items, at: "\(path)[\(index)]")
        }
      }
      if case .number(let minimum)? = schema["minItems"], Double(elements.count) < minimum {
        problems.append("\(path): too few items")
      }
      if schema["uniqueItems"] == .bool(true), Set(elements).count != elements.count {
        problems.append("\(path): duplicate items")
      }
    }
    return problems
  }

  static func value(_ value: JSONValue, hasType type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
      ("number", .number):
      true
    case ("integer", .number(let number)): number.rounded() == number
    default: false
    }
  }
}
