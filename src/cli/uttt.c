/* zobrist uttt ...: not built yet. */
#include "cli.h"

int cli_uttt(int argc, char **argv)
{
    (void)argc, (void)argv;
    return cli_usage("uttt: not available yet");
}
