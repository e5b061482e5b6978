/// Turns the object graph of a `project.pbxproj` into `XcodeProject.Target`s.
///
/// Every lookup goes through identifier tables and every path is resolved once, so a project of
/// a hundred thousand lines is read in linear time; unknown object kinds are passed over.
struct XcodeProjectBuilder {
  /// A build configuration: its name and the two levels of settings it carries.
  private struct Configuration {
    var name: String
    var settings: [String: String]
    var xcconfig: [String: String]
  }

  private let graph: PBXObjectGraph
  private var paths: PBXPathResolver
  private var xcconfigs: [String: [String: String]] = [:]
  /// Files that synchronized folders lend to targets not listing the folder, by target identifier.
  private var lentFiles: [String: Set<String>] = [:]

  static let testProductTypes: Set<String> = [
    "com.apple.product-type.bundle.unit-test",
    "com.apple.product-type.bundle.ui-testing",
  ]

  init(graph: PBXObjectGraph, projectFolder: String) {
    self.graph = graph
    let sourceRoot = StandardizedPath.join(projectFolder, graph.root.string("projectDirPath") ?? "")
    paths = PBXPathResolver(graph: graph, sourceRoot: sourceRoot)
  }

  /// The project's native targets in its order.
  mutating func targets() -> [XcodeProject.Target] {
    collectLentFiles()
    let projectConfigurations = configurations(of: graph.root)
    return graph.objects(in: graph.root["targets"]).compactMap { id, object in
      guard object.isa == "PBXNativeTarget" else { return nil }
      return target(id: id, object: object, projectConfigurations: projectConfigurations)
    }
  }

  /// The lowest deployment target per platform over the project's configurations.
  mutating func projectDeploymentTargets() -> [String: String] {
    let levels = configurations(of: graph.root).map { BuildSettingLevels(levels: [$0.settings, $0.xcconfig]) }
    return Self.summary(of: levels).deploymentTargets
  }

  private mutating func target(
    id: String,
    object: PBXObjectGraph.Object,
    projectConfigurations: [Configuration]
  ) -> XcodeProject.Target {
    let productType = object.string("productType")
    var target = XcodeProject.Target(
      name: object.string("name") ?? object.string("productName") ?? id,
      productType: productType,
      isTest: productType.map(Self.testProductTypes.contains) ?? false
    )
    target.sourceFiles = compiledFiles(of: object).union(lentFiles[id] ?? [])
    for (groupID, group) in graph.objects(in: object["fileSystemSynchronizedGroups"]) {
      guard group.isa == "PBXFileSystemSynchronizedRootGroup", let folder = paths.path(of: groupID) else { continue }
      target.synchronizedFolders.append(folder)
      for relative in group["explicitFolders"]?.array ?? [] {
        if let relative = relative.string { target.excludedFiles.insert(StandardizedPath.join(folder, relative)) }
      }
      for (_, exception) in graph.objects(in: group["exceptions"])
      where exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && exception.string("target") == id {
        for relative in exception["membershipExceptions"]?.array ?? [] {
          if let relative = relative.string { target.excludedFiles.insert(StandardizedPath.join(folder, relative)) }
        }
      }
    }
    let targetConfigurations = configurations(of: object)
    let levels = (targetConfigurations.isEmpty ? projectConfigurations : targetConfigurations).map { configuration in
      var levels = [configuration.settings, configuration.xcconfig]
      if !targetConfigurations.isEmpty,
        let project = projectConfigurations.first(where: { $0.name == configuration.name })
      {
        levels += [project.settings, project.xcconfig]
      }
      return BuildSettingLevels(levels: levels)
    }
    (target.platforms, target.deploymentTargets) = Self.summary(of: levels)
    // Xcode 26's "Default Actor Isolation" build setting; it must hold in every configuration.
    target.isMainActorByDefault =
      !levels.isEmpty && levels.allSatisfy { $0.value(of: "SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor" }
    return target
  }

  /// The union of the configurations' platforms and the lowest deployment target per platform,
  /// counting a platform's target only for configurations that build for it, when they say.
  private static func summary(of configurations: [BuildSettingLevels]) -> (
    platforms: Set<String>, deploymentTargets: [String: String]
  ) {
    var platforms: Set<String> = []
    var versions: [String: [String]] = [:]
    for configuration in configurations {
      let built = configuration.platforms
      platforms.formUnion(built)
      for (platform, version) in configuration.deploymentTargets where built.isEmpty || built.contains(platform) {
        versions[platform, default: []].append(version)
      }
    }
    var lowest: [String: String] = [:]
    for (platform, candidates) in versions where platforms.isEmpty || platforms.contains(platform) {
      lowest[platform] = BuildSettingLevels.lowest(candidates)
    }
    return (platforms, lowest)
  }

  /// The Swift files of the target's Sources build phases; a variant group stands for its files.
  private mutating func compiledFiles(of target: PBXObjectGraph.Object) -> Set<String> {
    var files: Set<String> = []
    for (_, phase) in graph.objects(in: target["buildPhases"]) where phase.isa == "PBXSourcesBuildPhase" {
      for (_, buildFile) in graph.objects(in: phase["files"]) {
        guard let referenceID = buildFile.string("fileRef"), let reference = graph[referenceID] else { continue }
        switch reference.isa {
        case "PBXFileReference":
          if let path = paths.path(of: referenceID), path.hasSuffix(".swift") { files.insert(path) }
        case "PBXVariantGroup":
          for (childID, child) in graph.objects(in: reference["children"]) where child.isa == "PBXFileReference" {
            if let path = paths.path(of: childID), path.hasSuffix(".swift") { files.insert(path) }
          }
        default:
          continue
        }
      }
    }
    return files
  }

  /// Records the files each synchronized folder's exception sets name for targets that do not
  /// list the folder: Xcode adds those single files to such a target instead of removing them.
  private mutating func collectLentFiles() {
    var listed: [String: Set<String>] = [:]
    for (targetID, object) in graph.objects(in: graph.root["targets"]) {
      for group in object["fileSystemSynchronizedGroups"]?.array ?? [] {
        if let groupID = group.string { listed[groupID, default: []].insert(targetID) }
      }
    }
    for (groupID, group) in graph.objects where group.isa == "PBXFileSystemSynchronizedRootGroup" {
      let exceptions = graph.objects(in: group["exceptions"])
      guard !exceptions.isEmpty, let folder = paths.path(of: groupID) else { continue }
      for (_, exception) in exceptions where exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
        guard let targetID = exception.string("target"), !(listed[groupID]?.contains(targetID) ?? false) else {
          continue
        }
        for relative in exception["membershipExceptions"]?.array ?? [] {
          guard let relative = relative.string, relative.hasSuffix(".swift") else { continue }
          lentFiles[targetID, default: []].insert(StandardizedPath.join(folder, relative))
        }
      }
    }
  }

  /// The build configurations an object's `buildConfigurationList` names.
  private mutating func configurations(of object: PBXObjectGraph.Object) -> [Configuration] {
    guard let list = graph[object.string("buildConfigurationList")] else { return [] }
    return graph.objects(in: list["buildConfigurations"]).compactMap { id, configuration in
      guard configuration.isa == "XCBuildConfiguration" else { return nil }
      var settings: [String: String] = [:]
      for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
        if let text = value.string {
          settings[key] = text
        } else if let items = value.array {
          settings[key] = items.compactMap(\.string).joined(separator: " ")
        }
      }
      return Configuration(
        name: configuration.string("name") ?? id,
        settings: settings,
        xcconfig: xcconfig(of: configuration)
      )
    }
  }

  /// The settings of the `.xcconfig` a configuration is based on, read once per file.
  ///
  /// Xcode 16 names a file inside a synchronized folder by the folder (`baseConfigurationReferenceAnchor`)
  /// and a path relative to it (`baseConfigurationReferenceRelativePath`) instead of a file reference.
  private mutating func xcconfig(of configuration: PBXObjectGraph.Object) -> [String: String] {
    let path: String?
    if let referenceID = configuration.string("baseConfigurationReference") {
      path = paths.path(of: referenceID)
    } else if let anchorID = configuration.string("baseConfigurationReferenceAnchor"),
      let relative = configuration.string("baseConfigurationReferenceRelativePath")
    {
      path = paths.path(of: anchorID).map { StandardizedPath.join($0, relative) }
    } else {
      path = nil
    }
    guard let path else { return [:] }
    if let known = xcconfigs[path] { return known }
    let settings = XCConfigFile(path: path).settings
    xcconfigs[path] = settings
    return settings
  }
}
