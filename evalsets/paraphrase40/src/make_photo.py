"""Turns the rendered page into a phone photo (rotation, vignette, blur, noise) with Pillow."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(40)
page = Image.open("tex/edmund_page.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 80, 66))  # wooden desk
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# vignette / uneven lighting
mask = Image.new("L", img.size, 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    d.ellipse([-img.width * 0.3 + i * 12, -img.height * 0.25 + i * 12,
               img.width * 1.2 - i * 12, img.height * 1.15 - i * 12], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.eval(img, lambda p: int(p * 0.62))
img = Image.composite(img, dark, mask)
shade = Image.linear_gradient("L").resize(img.size).rotate(90)
img = ImageChops.multiply(img, Image.merge("RGB", [Image.eval(shade, lambda p: 200 + p * 55 // 255)] * 3))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, Image.eval(noise, lambda p: min(255, p + 110))), 0.25)
img.save("../cvs/IMG_20251104_183022.jpg", quality=78)
