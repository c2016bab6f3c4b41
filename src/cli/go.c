/* zobrist go ...: not built yet. */
#include "cli.h"

int cli_go(int argc, char **argv)
{
    (void)argc, (void)argv;
    return cli_usage("go: not available yet");
}
