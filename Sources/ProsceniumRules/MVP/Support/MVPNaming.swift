import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// How the MVP rules recognise the parts of a seed-004 screen from syntax alone: presenters by
/// name or by their presenter protocol, test doubles and previews by their conventional names.
///
/// "Presenter" also names objects that present alerts, toasts or banners; the MVP rules only
/// speak about presenters with MVP evidence (`hasLocalMVPEvidence`, `screenEvidence`).
enum MVPNaming {
  /// Whether `name` follows a test-double or preview naming convention (`MockX`, `XSpy`, `PreviewX`).
  static func isTestDoubleOrPreview(_ name: String) -> Bool {
    RoleNaming.isTestDoubleOrPreview(name)
  }

  /// Whether `name` reads as a base class meant to be subclassed (`BasePresenter`).
  static func isBaseClassName(_ name: String) -> Bool {
    name.hasPrefix("Base") || name.hasPrefix("Abstract")
  }

  /// Whether the class is a presenter: named `…Presenter`, or adopting a `…PresenterProtocol`
  /// (the seed's contract protocol) or the shared `PresenterProtocol`.
  static func isPresenter(_ decl: ClassDeclSyntax) -> Bool {
    let name = decl.name.text
    if name.hasSuffix("Presenter") && name.count > "Presenter".count { return true }
    return decl.inheritanceClause.typeNames.contains { $0.hasSuffix("PresenterProtocol") }
  }

  /// Type-name suffixes of the view protocol an MVP presenter talks to.
  static let viewProtocolSuffixes = ["ViewProtocol", "ViewInput", "Displaying", "ViewType", "ViewInterface"]

  /// Whether the class itself shows it is an MVP presenter rather than an object that presents
  /// alerts or toasts: it adopts a presenter protocol ('…PresenterProtocol', 'PresenterProtocol',
  /// '…PresenterInput', '…ViewOutput') or stores a reference typed as a view protocol.
  static func hasLocalMVPEvidence(_ decl: ClassDeclSyntax) -> Bool {
    let adopted = decl.inheritanceClause.typeNames
    if adopted.contains(where: { name in
      ["PresenterProtocol", "PresenterInput", "PresenterOutput", "ViewOutput"].contains { name.hasSuffix($0) }
    }) {
      return true
    }
    for member in decl.memberBlock.members {
      guard let variable = VariableDeclSyntax(member.decl) else { continue }
      for binding in variable.bindings {
        guard let typeName = binding.typeAnnotation?.type.baseTypeName else { continue }
        if viewProtocolSuffixes.contains(where: { typeName.hasSuffix($0) }) { return true }
        if typeName == "WeakView" || variable.attributes.contains(named: "WeakView") { return true }
      }
    }
    return false
  }

  /// Whether the class keeps a strong reference to a plain `UIViewController`
  /// (`let containerViewController: UIViewController`): an object that presents popovers or alerts
  /// from whatever view controller it is given, not an MVP presenter, which its own screen's view
  /// controller owns and which talks back through a weak view protocol. Read only for a class
  /// without local MVP evidence, so that screen evidence (a `PopoverViewController` next to a
  /// `PopoverPresenter`) does not make such a helper a presenter. A strong reference to the
  /// screen's own view or view controller is an MVP presenter's mistake, and stays one.
  static func presentsFromGivenViewController(_ decl: ClassDeclSyntax) -> Bool {
    decl.memberBlock.members.contains { member in
      guard let variable = VariableDeclSyntax(member.decl), !variable.modifiers.contains("weak"),
        !variable.modifiers.contains("unowned"), !variable.modifiers.contains("static")
      else { return false }
      return variable.bindings.contains { binding in
        guard binding.accessorBlock == nil, let typeName = binding.typeAnnotation?.type.baseTypeName else {
          return false
        }
        return typeName == "UIViewController"
      }
    }
  }

  /// Whether the project declares the screen's view protocol or view controller
  /// (`ArticleListViewProtocol`, `ArticleListViewController`) for presenter `name`.
  static func screenEvidence(presenter name: String) -> IndexCondition {
    guard let screen = screenName(ofPresenter: name) else { return IndexCondition { _ in false } }
    let names = viewProtocolSuffixes.map { screen + $0 } + [screen + "ViewController"]
    return IndexCondition { index in names.contains { !index.types(named: $0).isEmpty } }
  }

  /// The screen a presenter belongs to: `ArticleListPresenter` → `ArticleList`.
  static func screenName(ofPresenter name: String) -> String? {
    guard name.hasSuffix("Presenter"), name.count > "Presenter".count else { return nil }
    return String(name.dropLast("Presenter".count))
  }

  /// The screen a view controller belongs to: `ArticleListViewController` → `ArticleList`.
  static func screenName(ofViewController name: String) -> String? {
    guard name.hasSuffix("ViewController"), name.count > "ViewController".count,
      name.startsUppercase
    else { return nil }
    return String(name.dropLast("ViewController".count))
  }
}

extension SyntaxProtocol {
  /// The type declaration this node is a direct member of (a stored property, a method), if any;
  /// `nil` for nodes nested in function bodies or closures.
  var memberOwner: DeclGroupSyntax? {
    // Kinds, not casts: the generic `as(_:)` looked the type up at run time for every property.
    guard let item = parent, item.kind == .memberBlockItem, let block = item.parent?.parent,
      block.kind == .memberBlock
    else { return nil }
    return block.parent?.asDeclGroup
  }

  /// The names of every enclosing type or extended type, innermost first.
  var enclosingTypeNames: [String] {
    var names: [String] = []
    var current = Syntax(self).parent
    while let node = current {
      if let group = node.asDeclGroup, let name = group.typeName {
        names.append(name)
      }
      current = node.parent
    }
    return names
  }
}
