import ProsceniumSyntax

/// The independent projects of a run and the one each file belongs to. A file's deferred
/// findings are judged on the index of its project's scope, so when one run checks two example
/// apps, one app's types and tests never answer questions about the other's files.
///
/// - An Xcode project is its folder: the targets of the `.xcodeproj` files there and every package
///   below it (an app and its local packages are built and tested together). When Xcode projects
///   nest, the outermost folder is the project.
/// - A Swift package outside any Xcode project's folder is a project of its own. A file belongs to
///   the package whose target compiles it, else to the nearest package folder above it.
/// - Files in neither form one loose group.
///
/// A package also sees the code of the packages it depends on by `path:`, transitively: its code
/// uses their types, so their declarations and conformances answer its questions. An Xcode
/// project sees the code of every package of the run outside its folder: the project file does
/// not say reliably which local packages it links, and an app beside its packages uses them. Their test
/// code stays out (a library's tests do not test the app's types, though they may mention the same
/// names). The edge has a direction: a dependency never sees its dependents, because a library is
/// not judged by the code of the apps that use it (the tests of an example app do not make the
/// library's view models tested).
struct ProjectPartition: Sendable {
  struct Project: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case xcode, package, loose }
    var kind: Kind
    /// The Xcode project's or package's folder; empty for the loose group.
    var root: String
    /// The projects of its local package dependencies, transitively, sorted; not itself.
    var dependencies: [Int]
  }

  var projects: [Project]
  /// For each file of the plan, in order, the position of its project in `projects`.
  var projectOfFile: [Int]

  /// Gives each file of a plan its project, in the order the files are met.
  struct Builder {
    /// The outermost folders holding a `.xcodeproj`.
    private let xcodeFolders: Set<String>
    private let packages: [String: PackageManifest]
    private var keys: [Key] = []
    private var positions: [Key: Int] = [:]
    private var projectOfFile: [Int] = []
    /// `enclosingKey(ofFolder:)` by folder: the files of one target or folder share it, and
    /// working it out climbs every folder above.
    private var keysByFolder: [String: Key] = [:]

    private enum Key: Hashable {
      case xcode(String), package(String), loose

      var root: String {
        switch self {
        case .xcode(let folder), .package(let folder): folder
        case .loose: ""
        }
      }
    }

    init(xcodeProjects: [String], packages: [String: PackageManifest]) {
      let folders = Set(xcodeProjects.map(ModuleFolders.parent(of:)))
      xcodeFolders = folders.filter { folder in !Self.ancestors(of: folder).contains(where: folders.contains) }
      self.packages = packages
    }

    /// Notes the project of the next file, at absolute path `path`, compiled by `owners`.
    mutating func add(fileAt path: String, owners: [BuildTarget]) {
      let folder = Self.keyFolder(of: path, owners: owners)
      let key: Key
      if let known = keysByFolder[folder] {
        key = known
      } else {
        key = enclosingKey(ofFolder: folder)
        keysByFolder[folder] = key
      }
      if let known = positions[key] {
        projectOfFile.append(known)
      } else {
        positions[key] = keys.count
        projectOfFile.append(keys.count)
        keys.append(key)
      }
    }

    func build() -> ProjectPartition {
      // Direct edges: the `path:` dependencies of the packages a project holds, when they are
      // projects of this run; and from an Xcode project, every package project of the run.
      var edges: [[Int]] = keys.map { _ in [] }
      for (root, manifest) in packages {
        guard let position = positions[enclosingKey(ofFolder: root)] else { continue }
        for written in manifest.localDependencyPaths {
          if let target = positions[enclosingKey(ofFolder: absolute(written, from: root))], target != position {
            edges[position].append(target)
          }
        }
      }
      for (position, key) in keys.enumerated() {
        guard case .xcode = key else { continue }
        for (target, other) in keys.enumerated() {
          if case .package = other { edges[position].append(target) }
        }
      }
      let projects = keys.enumerated().map { position, key in
        var reached: Set<Int> = [position]
        var pending = [position]
        while let next = pending.popLast() {
          for target in edges[next] where reached.insert(target).inserted { pending.append(target) }
        }
        reached.remove(position)
        let kind: Project.Kind =
          switch key {
          case .xcode: .xcode
          case .package: .package
          case .loose: .loose
          }
        return Project(kind: kind, root: key.root, dependencies: reached.sorted())
      }
      return ProjectPartition(projects: projects, projectOfFile: projectOfFile)
    }

    /// The folder whose enclosing project is the file's: its Xcode project's, else its package's,
    /// else its own.
    private static func keyFolder(of path: String, owners: [BuildTarget]) -> String {
      for owner in owners {
        if case .xcodeProject(let project) = owner.origin { return ModuleFolders.parent(of: project) }
      }
      for owner in owners {
        if case .package(let manifest) = owner.origin { return ModuleFolders.parent(of: manifest) }
      }
      return ModuleFolders.parent(of: path)
    }

    /// The project a folder lies in: the outermost Xcode project folder at or above it, else the
    /// nearest package, else the loose group.
    private func enclosingKey(ofFolder folder: String) -> Key {
      let chain = [folder] + Self.ancestors(of: folder)
      if let xcode = chain.last(where: xcodeFolders.contains) { return .xcode(xcode) }
      if let package = chain.first(where: { packages[$0] != nil }) { return .package(package) }
      return .loose
    }

    /// The folders above `folder`, nearest first, ending with `/`.
    private static func ancestors(of folder: String) -> [String] {
      var result: [String] = []
      var current = folder
      while true {
        let parent = ModuleFolders.parent(of: current)
        if parent == current { return result }
        result.append(parent)
        current = parent
      }
    }
  }
}
