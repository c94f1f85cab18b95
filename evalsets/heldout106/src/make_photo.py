"""Turn the rendered page into a phone-photo-like JPEG (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(106)
page = Image.open("tong_page.png").convert("RGB")
# paper on a darker table
W, H = page.size
canvas = Image.new("RGB", (W + 240, H + 240), (92, 84, 74))
canvas.paste(page, (120, 120))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# uneven lighting: vignette + shading from top-left
w, h = canvas.size
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40))
    d.ellipse([-w*0.3 + i*w*0.012, -h*0.25 + i*h*0.012, w*1.2 - i*w*0.006, h*1.15 - i*h*0.006], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(120))
dark = Image.new("RGB", (w, h), (40, 36, 30))
canvas = Image.composite(canvas, dark, mask.point(lambda p: 110 + p * 145 // 255))
warm = Image.new("RGB", (w, h), (255, 244, 222))
canvas = ImageChops.multiply(canvas, warm)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 5)), 0.35)
canvas.save("../cvs/IMG_20261103_141522.jpg", quality=82)
print(canvas.size)
