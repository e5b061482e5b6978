/// The bookkeeping of a view model's tasks: which are running under which identity, who raised the error on
/// screen and what Retry runs. A value type with no UI framework in it, shared by ``BaseViewModel`` and its
/// `ObservableObject` flavour so both behave the same.
struct ViewModelTaskLedger {
  /// A running task: its serial number and the identity it was started with, if any.
  struct Entry {
    var serial: Int
    var id: AnyHashable?
  }

  private(set) var running: [Entry] = []
  private var nextSerial = 0
  /// The identity of the task whose error is shown (`nil` for tasks started without one).
  private(set) var errorID: AnyHashable?
  /// What Retry runs for the error shown.
  var retryAction: (@MainActor () async -> Void)?
  /// Whether the task logic is setting the error itself, as opposed to a preview setting it directly.
  var isRecordingError = false

  /// Registers a new task, returning its serial and the serials of the tasks it supersedes (those with the
  /// same identity, when `cancelInFlight` is set).
  mutating func begin(id: AnyHashable?, cancelInFlight: Bool) -> (serial: Int, superseded: [Int]) {
    let serial = nextSerial
    nextSerial += 1
    let superseded = cancelInFlight && id != nil ? running.filter { $0.id == id }.map(\.serial) : []
    running.append(Entry(serial: serial, id: id))
    return (serial, superseded)
  }

  /// Forgets a task that ended.
  mutating func end(_ serial: Int) {
    running.removeAll { $0.serial == serial }
  }

  /// Whether starting a task with identity `id` clears the error shown: only the same identity's error is
  /// cleared, so one task never hides another's failure.
  func clearsError(startingID id: AnyHashable?) -> Bool {
    errorID == id
  }

  /// Records who raised the error now shown and what Retry runs.
  mutating func recordError(id: AnyHashable?, retry: (@MainActor () async -> Void)?) {
    errorID = id
    retryAction = retry
  }

  /// Whether any task is running.
  var isRunning: Bool { !running.isEmpty }

  /// The identities with at least one running task.
  var runningIDs: Set<AnyHashable> { Set(running.compactMap(\.id)) }
}
