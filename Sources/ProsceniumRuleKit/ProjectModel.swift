import Foundation
import ProsceniumCheck
import ProsceniumRules

/// A project as architecture tests see it: its types with their roles and isolation, its modules
/// and who imports whom. Loaded the way `proscenium check` reads a project (the same discovery,
/// configuration, modules and index), without running any rule.
///
/// ```swift
/// @Test func viewModelsAreMainActor() throws {
///   let project = try ProjectModel.load("Sources")
///   let offenders = project.viewModels.filter { !$0.isMainActor }
///   #expect(offenders.isEmpty, "not on the main actor: \(offenders)")
/// }
/// ```
public struct ProjectModel: Sendable {
  /// A type declared in the project (extensions are folded into their type).
  public struct DeclaredType: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var kind: TypeFacts.Kind
    /// The file of its declaration, as the path was given to `load`.
    public var path: String
    public var module: String?
    /// What the index recognised it as (view, view model, use case…), from its conformances,
    /// inheritance and use, and where those cannot tell, its name.
    public var roles: TypeRoles
    /// Everything it inherits from or conforms to, through extensions, protocols and superclasses.
    public var supertypes: Set<String>
    /// Whether it is isolated to the main actor: `@MainActor` on it or a supertype, or its
    /// target's default isolation.
    public var isMainActor: Bool
    public var isTestCode: Bool

    /// `HomeViewModel (Sources/Home/HomeViewModel.swift)`, for failure messages.
    public var description: String { "\(name) (\(path))" }
  }

  /// One `import` of one file.
  public struct Import: Sendable, Hashable, CustomStringConvertible {
    /// The module of the importing file; `nil` when no target or folder says.
    public var module: String?
    public var imported: String
    public var path: String

    /// `Home imports Settings (Sources/Home/HomeView.swift)`, for failure messages.
    public var description: String { "\(module ?? "a file") imports \(imported) (\(path))" }
  }

  /// A module: a package target, or a conventional folder (`Sources/<Name>`).
  public struct Module: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    /// Its Swift files, sorted.
    public var files: [String]
    /// The modules its files import, sorted.
    public var imports: [String]
    public var isTestCode: Bool

    public var description: String { name }
  }

  /// Why a project could not be loaded.
  public struct LoadError: Error, CustomStringConvertible {
    public var description: String
  }

  /// Every declared type, by module then name.
  public let types: [DeclaredType]
  /// Every module the files belong to, by name.
  public let modules: [Module]
  /// Every `import` of every file, by path.
  public let imports: [Import]
  /// Files that could not be read or parsed: their declarations may be missing from the model.
  public let unparsableFiles: [String]
  /// The index the rules query, for questions the model does not answer directly.
  public let index: ProjectIndex

  /// Loads the project at `path` (a folder or file), honouring its `.proscenium.json`
  /// (`include`, `exclude`) and its packages' and Xcode projects' targets.
  ///
  /// - Throws: `LoadError` when nothing is at `path`; `ConfigurationError` for a broken configuration.
  public static func load(_ path: String) throws -> ProjectModel {
    guard FileManager.default.fileExists(atPath: path) else {
      throw LoadError(description: "no file or folder at '\(path)'")
    }
    // Only `unparsable_file` runs (`--only` with no ids keeps it): no finding but unread files.
    let engine = CheckEngine(catalog: RuleRegistry.catalog)
    let result = try engine.run(CheckRequest(paths: [path], choices: .init(only: [])))
    return ProjectModel(
      index: result.index,
      unparsableFiles: result.findings.filter { $0.ruleID == unparsableFileRuleID }.map(\.path).sorted())
  }

  /// The model of an index already built, as by `InMemoryChecker` in tests.
  public init(index: ProjectIndex, unparsableFiles: [String] = []) {
    self.index = index
    self.unparsableFiles = unparsableFiles
    var types: [DeclaredType] = []
    for (name, declarations) in index.declarations {
      for facts in declarations where facts.kind != .extension && !facts.isNested {
        types.append(
          DeclaredType(
            name: name, kind: facts.kind, path: facts.path, module: facts.module, roles: index.roles(of: name),
            supertypes: index.supertypes(of: name), isMainActor: index.isMainActorIsolated(name),
            isTestCode: index.files[facts.path]?.isTestFile ?? false))
      }
    }
    self.types = types.sorted { ($0.module ?? "", $0.name, $0.path) < ($1.module ?? "", $1.name, $1.path) }
    var imports: [Import] = []
    var modules: [String: Module] = [:]
    for file in index.files.values {
      for imported in file.imports { imports.append(Import(module: file.module, imported: imported, path: file.path)) }
      guard let name = file.module else { continue }
      var module = modules[name] ?? Module(name: name, files: [], imports: [], isTestCode: file.isTestFile)
      module.files.append(file.path)
      module.imports = Array(Set(module.imports + file.imports)).sorted()
      modules[name] = module
    }
    self.imports = imports.sorted { ($0.path, $0.imported) < ($1.path, $1.imported) }
    self.modules = modules.values.map { module in
      var sorted = module
      sorted.files.sort()
      return sorted
    }.sorted { $0.name < $1.name }
  }

  /// The types that play `role`.
  public func types(withRole role: TypeRole) -> [DeclaredType] {
    types.filter { $0.roles.contains(role) }
  }

  /// The view models (of app code, not tests).
  public var viewModels: [DeclaredType] { types(withRole: .viewModel).filter { !$0.isTestCode } }

  /// The module called `name`, if any file belongs to it.
  public func module(named name: String) -> Module? {
    modules.first { $0.name == name }
  }

  /// The imports of `imported` by files of `module`.
  public func imports(of imported: String, from module: String) -> [Import] {
    imports.filter { $0.module == module && $0.imported == imported }
  }
}
