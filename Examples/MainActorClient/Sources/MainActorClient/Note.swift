/// A note of the sample client.
struct Note: Identifiable, Hashable, Sendable {
  var id: Int
  var text: String
}

/// Where notes come from; a protocol so tests fake it.
protocol NoteService: Sendable {
  func notes(matching query: String) async throws -> [Note]
  func page(_ page: Int, size: Int) async throws -> [Note]
  func save(_ text: String) async throws -> Note
}

/// The routes of the sample client.
enum NoteRoute: Hashable, Codable, Sendable {
  case list
  case note(id: Int)
  case compose
}
