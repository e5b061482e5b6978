import Foundation

/// The versioned envelope saved navigation state is written in, so a format change is reported as a
/// version mismatch instead of a confusing decoding error.
struct NavigationArchive<Content: Codable>: Codable {
  /// Bump when the saved layout of ``NavigationState`` or ``TabNavigationState`` changes.
  static var currentVersion: Int { 1 }

  var version: Int
  var content: Content

  private struct VersionProbe: Decodable {
    var version: Int
  }

  /// - Parameter registry: Names the route types of a type-erased state (see ``RouteRegistry``).
  static func encode(_ content: Content, registry: RouteRegistry? = nil) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    if let registry { encoder.userInfo[try RouteRegistry.userInfoKey()] = registry }
    return try encoder.encode(NavigationArchive(version: currentVersion, content: content))
  }

  static func decode(_ data: Data, registry: RouteRegistry? = nil) throws(RouterRestorationError) -> Content {
    let decoder = JSONDecoder()
    if let registry {
      do {
        decoder.userInfo[try RouteRegistry.userInfoKey()] = registry
      } catch {
        throw .unreadableData(describe(error))
      }
    }
    let probe: VersionProbe
    do {
      probe = try decoder.decode(VersionProbe.self, from: data)
    } catch {
      throw .unreadableData(describe(error))
    }
    guard probe.version == currentVersion else {
      throw .versionMismatch(found: probe.version, expected: currentVersion)
    }
    do {
      return try decoder.decode(NavigationArchive.self, from: data).content
    } catch {
      throw .unreadableData(describe(error))
    }
  }

  /// A one-line reason that names the failing key path.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .dataCorrupted(let context):
      return "corrupted data at \(path(context)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)' at \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "unexpected value at \(path(context)): \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    return keys.isEmpty ? "the top level" : "'\(keys)'"
  }
}
