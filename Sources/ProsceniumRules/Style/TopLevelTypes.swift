import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// A type declared at the top level of a file (or inside a top-level `#if`), as the file-shape
/// rules see it: no sub-walk, just the file's statements.
struct TopLevelType {
  enum Kind { case `struct`, `class`, `enum`, actor, `protocol`, `extension` }

  var name: String
  var kind: Kind
  var declaration: DeclGroupSyntax
  /// The name token, or the extended type for an extension, to report at.
  var nameNode: Syntax
  var isFilePrivate: Bool
  var inheritedTypes: [String]

  /// The presentation role a type name announces, longest suffix first (`HomeViewController` is
  /// a view controller, not a view).
  static let roleSuffixes: [(suffix: String, role: String)] = [
    ("ViewController", "view controller"), ("ViewModel", "view model"), ("Presenter", "presenter"), ("View", "view"),
  ]

  /// The role suffix of the name, if the name is more than the suffix.
  var roleSuffix: (suffix: String, role: String)? {
    Self.roleSuffixes.first { name.hasSuffix($0.suffix) && name.count > $0.suffix.count }
  }

  /// Whether the declaration can play the role its name announces: views are SwiftUI views
  /// (structs, or classes that adopt 'View'), the others classes. A UIKit view class ('…View:
  /// UICollectionReusableView') plays no role of the playbooks, so its file is its own business.
  var playsNamedRole: Bool {
    guard let role = roleSuffix else { return false }
    guard role.suffix == "View" else { return kind == .class || kind == .actor }
    // A struct that says what it conforms to, and names no 'View' ('TempTargetView: ChartContent'),
    // is some other kind of content.
    if kind == .struct { return inheritedTypes.isEmpty || inheritedTypes.contains("View") }
    return kind == .class && inheritedTypes.contains("View")
  }

  /// Every top-level type and extension of the file being checked, found once per file for all
  /// the file-shape rules.
  static func all(in context: RuleContext) -> [TopLevelType] {
    context.shared("TopLevelType.all") { all(in: context.tree) }
  }

  /// Every top-level type and extension of the file, in source order.
  static func all(in file: SourceFileSyntax) -> [TopLevelType] {
    var result: [TopLevelType] = []
    collect(file.statements, into: &result)
    return result
  }

  private static func collect(_ items: CodeBlockItemListSyntax, into result: inout [TopLevelType]) {
    for item in items {
      guard case .decl(let decl) = item.item else { continue }
      if let ifConfig = IfConfigDeclSyntax(decl) {
        for clause in ifConfig.clauses {
          if case .statements(let statements)? = clause.elements { collect(statements, into: &result) }
        }
        continue
      }
      guard let group = decl.asDeclGroup, let name = group.typeName else { continue }
      let kind: Kind
      let nameNode: Syntax
      switch decl.as(DeclSyntaxEnum.self) {
      case .structDecl(let node): (kind, nameNode) = (.struct, Syntax(node.name))
      case .classDecl(let node): (kind, nameNode) = (.class, Syntax(node.name))
      case .enumDecl(let node): (kind, nameNode) = (.enum, Syntax(node.name))
      case .actorDecl(let node): (kind, nameNode) = (.actor, Syntax(node.name))
      case .protocolDecl(let node): (kind, nameNode) = (.protocol, Syntax(node.name))
      case .extensionDecl(let node): (kind, nameNode) = (.extension, Syntax(node.extendedType))
      default: continue
      }
      let access = group.modifiers.accessLevel
      result.append(
        TopLevelType(
          name: name, kind: kind, declaration: group, nameNode: nameNode,
          isFilePrivate: access == "private" || access == "fileprivate",
          inheritedTypes: group.inheritanceClause.typeNames))
    }
  }
}

extension String {
  /// The file name without folders or the `.swift` extension.
  var fileStem: String {
    let name = fileName
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }
}
