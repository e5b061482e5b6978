/// A feature's name, checked to be a Swift type identifier so it can prefix every generated type and file name.
///
/// `OrderHistory` gives `OrderHistoryView`, `orderHistory` for properties and "Order History" for titles.
package struct FeatureName: Sendable, Hashable, CustomStringConvertible {
  /// The name as typed: `OrderHistory`.
  package let typeName: String

  /// Validates `raw` as a Swift type identifier.
  ///
  /// - Throws: `GeneratorError.invalidName` for an empty name, a path, a keyword or a character Swift does not
  ///   accept in an identifier.
  package init(_ raw: String) throws(GeneratorError) {
    if let problem = Self.problem(with: raw) {
      throw .invalidName(raw, reason: problem)
    }
    typeName = raw
  }

  /// A use case's name for `--use-case`, validated like a feature name; a trailing `UseCase` or `UseCaseProtocol` is
  /// dropped, since the templates add it (`GetOrdersUseCase` gives `GetOrdersUseCaseProtocol`, not
  /// `GetOrdersUseCaseUseCaseProtocol`).
  package init(useCase raw: String) throws(GeneratorError) {
    var stem = raw
    for suffix in ["UseCaseProtocol", "UseCase"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
      stem = String(stem.dropLast(suffix.count))
      break
    }
    try self.init(stem)
  }

  private init(unchecked typeName: String) {
    self.typeName = typeName
  }

  /// The use case a feature loads through when `--use-case` names none: `LoadOrderHistory`.
  package var loadUseCase: FeatureName { FeatureName(unchecked: "Load" + typeName) }
  /// The use case a form sends its draft through: `SubmitOrders`.
  package var submitUseCase: FeatureName { FeatureName(unchecked: "Submit" + typeName) }

  package var description: String { typeName }

  /// The name with a lowercase head, for properties and parameters: `orderHistory`, `urlList` for `URLList`.
  package var lowerCamel: String {
    let characters = Array(typeName)
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    // `URLList`: lower the acronym but keep the capital that starts the next word.
    let lowered = upperRun > 1 && upperRun < characters.count ? upperRun - 1 : max(upperRun, 1)
    return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
  }

  /// The name split into words, for navigation titles: `Order History`.
  package var title: String {
    var words: [String] = []
    var current = ""
    let characters = Array(typeName.replacingUnderscores())
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (previous.map { $0.isLowercase || $0.isNumber } == true
          || (previous?.isUppercase == true && next?.isLowercase == true))
      if character == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if startsWord, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.joined(separator: " ")
  }

  /// Why `raw` cannot name a feature, or `nil` when it can.
  static func problem(with raw: String) -> String? {
    if raw.isEmpty { return "the name is empty" }
    if raw.contains("/") || raw.contains("\\") || raw.contains("..") {
      return "a name is not a path; use --into to choose the folder"
    }
    if raw.hasSuffix(".swift") { return "give the type name without '.swift'" }
    guard let first = raw.unicodeScalars.first, isIdentifierHead(first) else {
      return "a Swift identifier starts with a letter or '_'"
    }
    if let bad = raw.unicodeScalars.first(where: { !isIdentifierHead($0) && !isIdentifierBody($0) }) {
      return "'\(bad)' cannot appear in a Swift identifier"
    }
    if swiftKeywords.contains(raw) { return "'\(raw)' is a Swift keyword" }
    if raw.allSatisfy({ $0 == "_" }) { return "a name needs a letter" }
    if first.properties.isLowercase {
      return
        "type names start with an uppercase letter; did you mean '\(raw.prefix(1).uppercased() + raw.dropFirst())'?"
    }
    return nil
  }

  private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType != nil || scalar.properties.generalCategory == .decimalNumber
  }

  /// Words Swift reserves, which cannot name a type without backticks.
  static let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "some", "any",
    "actor", "consume", "copy", "discard", "each", "borrowing", "consuming",
  ]
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? " " : $0 })
  }
}
