"""Turn the rendered 2026 page into a phone photo (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, pathlib
random.seed(307)
here = pathlib.Path(__file__).resolve().parent
out = here.parents[1] / "cvs" / "IMG_20261104_183215.jpg"
page = Image.open(here / "page-1.png").convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
canvas = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))   # wooden desk
canvas.paste(page, (80, 80))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = canvas.size
# lighting gradient + vignette
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    for_x = int(235 - 45 * (y / H))
    d.line([(0, y), (W, y)], fill=for_x)
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse((-W * 0.25, -H * 0.25, W * 1.25, H * 1.25), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vig)
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (mask, mask, mask.point(lambda v: int(v * 0.93)))))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 14).convert("RGB")
canvas = Image.blend(canvas, ImageChops.add(canvas, noise, scale=2.0, offset=-60), 0.25)
canvas.save(out, "JPEG", quality=82)
print(out, canvas.size)
