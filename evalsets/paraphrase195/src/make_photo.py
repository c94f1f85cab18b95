"""Turns the rendered page mao_page-1.png into a phone-photo JPEG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

random.seed(195)
here = Path(__file__).resolve().parent
page = Image.open(here / "mao_page-1.png").convert("RGB")
w, h = page.size
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))  # desk
canvas.paste(page, (int(w * 0.06), int(h * 0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = canvas.size
# uneven lighting: darker towards bottom-right, vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(70 * i / max(W, H))
    d.line([(i, 0), (0, i)], fill=0)
grad = Image.linear_gradient("L").resize((W, H)).rotate(35, expand=False)
vign = Image.radial_gradient("L").resize((W, H))
dark = ImageChops.add(grad.point(lambda p: p * 0.25), vign.point(lambda p: p * 0.35))
black = Image.new("RGB", (W, H), (20, 18, 15))
canvas = Image.composite(black, canvas, dark)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = ImageChops.add(canvas, noise, scale=1.0, offset=-40)
canvas = canvas.resize((int(W * 0.85), int(H * 0.85)))
out = here.parent / "cvs" / "IMG_20261104_191532.jpg"
canvas.save(out, quality=82)
print(out)
