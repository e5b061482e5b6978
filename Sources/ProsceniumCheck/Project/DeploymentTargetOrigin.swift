/// Where a deployment target was read, kept as a value so that only the sentence a person reads
/// names it.
package enum DeploymentTargetOrigin: Sendable, Hashable, CustomStringConvertible {
  /// The `deployment_target` of a `.proscenium.json`.
  case configuration
  /// The `platforms` of a `Package.swift`.
  case package
  /// The build settings of the Xcode project with this name (without `.xcodeproj`).
  case xcodeProject(name: String)

  /// "'Package.swift'", as a note names the file.
  package var description: String {
    switch self {
    case .configuration: "'\(CheckEngine.configurationFileName)'"
    case .package: "'Package.swift'"
    case .xcodeProject(let name): "'\(name).xcodeproj'"
    }
  }
}
