/// Folder conventions for files no Xcode or package target claims: `Sources/<Module>`,
/// `Tests/<Module>`, Xcode's `<App>Tests` folders, and test-file names.
enum ModuleFolders {
  /// `/a/b/c` → `/a/b`, `/a` → `/`, `/` → `/`.
  static func parent(of path: String) -> String {
    // On the UTF-8 bytes: `lastIndex(of:)` on the characters breaks graphemes all the way back.
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `./Sources/App/` → `Sources/App`; `.` → the package root, written as an empty string.
  static func normalizedFolder(_ folder: String) -> String {
    var text = Substring(folder)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasSuffix("/") { text = text.dropLast() }
    return text == "." ? "" : String(text)
  }

  /// The module and test status folder names and file names suggest.
  static func conventionalMembership(components: [String]) -> (module: String?, isTest: Bool) {
    let fileName = components.last ?? ""
    let folders = components.dropLast()
    let testNamed = ["Tests.swift", "Test.swift", "Spec.swift", "Mock.swift", "Mocks.swift"].contains {
      fileName.hasSuffix($0)
    }
    if let index = folders.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), index + 1 < folders.endIndex {
      let module = folders[index + 1]
      return (module, folders[index] == "Tests" || module.hasSuffix("Tests") || testNamed)
    }
    // Outside a package, only an Xcode-style test folder (`MyAppTests/`) names a module reliably.
    let testFolder = folders.last { $0.hasSuffix("Tests") || $0.hasSuffix("Specs") }
    return (testFolder, testFolder != nil || testNamed)
  }
}
