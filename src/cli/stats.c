/* The few statistics the CLI's experiments print: 2^-k, a square root
 * (Newton's, since the CLI links no libm) and Wilson's 95 % interval. */
#include "cli.h"

#define Z95 1.959963984540054 /* the normal quantile of 0.975 */

double cli_two_to_minus(unsigned k) { return k >= 64 ? 0 : 1.0 / (double)(UINT64_C(1) << k); }

double cli_sqrt(double v)
{
    if (v <= 0)
        return 0;
    double r = v > 1 ? v : 1; /* from above, so the iteration only falls */
    for (int i = 0; i < 200; i++) {
        double next = (r + v / r) / 2;
        if (next >= r)
            break;
        r = next;
    }
    return r;
}

void cli_wilson95(uint64_t successes, uint64_t trials, double *low, double *high)
{
    double t = (double)trials, p = (double)successes / t, z2 = Z95 * Z95;
    double centre = (p + z2 / (2 * t)) / (1 + z2 / t);
    double half = Z95 * cli_sqrt(p * (1 - p) / t + z2 / (4 * t * t)) / (1 + z2 / t);
    *low = centre - half > 0 && successes > 0 ? centre - half : 0;
    *high = centre + half < 1 ? centre + half : 1;
}
