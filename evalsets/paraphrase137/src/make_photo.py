"""Turns page-1.png (pdftoppm -r 150) into a phone-photo JPEG without a text layer."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(137)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker desk, slight perspective margin
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.1)), (92, 84, 74))
canvas.paste(page, (int(w * 0.06), int(h * 0.05)))
canvas = canvas.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# warm tint + vignette / uneven lighting
W, H = canvas.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    box = (int(W * i / 140), int(H * i / 140), int(W - W * i / 140), int(H - H * i / 140))
    d.ellipse(box, fill=int(120 + i * 2.2))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (30, 26, 20))
canvas = Image.composite(canvas, dark, shade)
tint = Image.new("RGB", (W, H), (255, 244, 225))
canvas = ImageChops.multiply(canvas, tint)
# gradient shadow from the phone on one side
grad = Image.linear_gradient("L").rotate(90, expand=True).resize((W, H))
canvas = Image.composite(canvas, ImageChops.multiply(canvas, Image.new("RGB", (W, H), (200, 200, 200))), grad)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 4)), 0.35)
canvas.save(dst, "JPEG", quality=80)
