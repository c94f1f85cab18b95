"""Turn the rendered page into a phone photo: rotate, shade, vignette, blur, noise; JPEG, no text layer."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
src = sorted(here.glob("py_page*.png"))[0]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a wooden-ish desk
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (120, 92, 64))
canvas.paste(page, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(110, 85, 60))
W, H = canvas.size
# warm gradient shading from the top-left (lamp)
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    d.rectangle([0, y, W, y + 4], fill=int(255 - 55 * y / H))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", [shade, shade, shade.point(lambda v: int(v * 0.93))]))
# vignette
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.15, -H * 0.1, W * 1.15, H * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
canvas = Image.composite(canvas, Image.new("RGB", (W, H), (35, 30, 25)), vig)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.8))
# noise
random.seed(237)
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
out = here.parent / "cvs" / "IMG_20261104_183522.jpg"
canvas.save(out, "JPEG", quality=82)
print(out, canvas.size)
