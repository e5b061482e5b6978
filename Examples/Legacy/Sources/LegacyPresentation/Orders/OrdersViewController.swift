import UIKit

final class OrdersPresenter {
  weak var view: OrdersViewController?
}

final class OrdersService {
  func load() async throws -> [Int] { [] }
}

/// Seed 004's view controller only wires the view to its presenter; this one also owns a service.
final class OrdersViewController: UIViewController {
  var presenter: OrdersPresenter!
  private let service = OrdersService()
}
