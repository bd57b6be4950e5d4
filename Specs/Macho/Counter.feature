Feature: Counter
  A big number with "+" and "−" buttons, and a "Fact" button that looks up
  something interesting about the number on show.

  Scenario: Counting up and down
    Given the counter is at 0
    When I tap "+"
    And I tap "+"
    Then the counter shows 2
    When I tap "−"
    Then the counter shows 1

  Scenario: Learning a fact about the number
    Given the fact service knows that 3 is "3 is the number of wishes a genie grants."
    And the counter is at 3
    When I tap "Fact"
    Then I see that a fact is loading
    When the fact service answers
    Then I see the fact "3 is the number of wishes a genie grants."

  Scenario: The fact service is unavailable
    Given the fact service is unavailable
    And the counter is at 7
    When I tap "Fact"
    Then I see that a fact is loading
    When the fact service answers
    Then I see the error "Couldn't load a fact about 7. The fact service is unavailable."

  Scenario: Asking again while a fact is loading replaces the first request
    Given the fact service knows that 5 is "5 is the number of platonic solids."
    And the counter is at 5
    When I tap "Fact"
    And I tap "Fact"
    Then I see that a fact is loading
    And the fact service was asked 2 times and 1 request is still waiting
    When the fact service answers
    Then I see the fact "5 is the number of platonic solids."
    And the fact service was asked 2 times and 0 requests are still waiting

  Scenario: Counting clears the fact on show
    Given the fact service knows that 1 is "1 is the loneliest number."
    And the counter is at 1
    When I tap "Fact"
    Then I see that a fact is loading
    When the fact service answers
    Then I see the fact "1 is the loneliest number."
    When I tap "+"
    Then the counter shows 2
    And no fact is shown

  Scenario: Counting while a fact is loading stops the lookup
    Given the fact service knows that 4 is "4 is the number of seasons."
    And the counter is at 4
    When I tap "Fact"
    Then I see that a fact is loading
    When I tap "−"
    Then the counter shows 3
    And nothing is loading
    And the fact service was asked 1 times and 0 requests are still waiting
