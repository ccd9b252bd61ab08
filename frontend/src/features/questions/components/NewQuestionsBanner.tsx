import { Button, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** "3 new questions · Show": questions asked since the list was loaded. */
export function NewQuestionsBanner({
  count,
  onShow,
}: {
  count: number;
  onShow: () => void;
}) {
  if (count === 0) return null;
  return (
    <Flex
      role="status"
      align="center"
      justify="between"
      gap="3"
      wrap="wrap"
      className="new-questions-banner"
      data-testid="new-questions-banner"
    >
      <Text size="2" weight="medium" data-testid="new-questions-count">
        <FormattedMessage id="home.newQuestions.count" values={{ count }} />
      </Text>
      <Button
        size="2"
        variant="solid"
        onClick={onShow}
        data-testid="new-questions-show"
      >
        <FormattedMessage id="home.newQuestions.show" />
      </Button>
    </Flex>
  );
}
