"""Turn the rendered page (nk_page-1.png) into a phone photo: cvs/IMG_20261103_184512.jpg."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(141)
page = Image.open("nk_page-1.png").convert("RGB")
w, h = page.size
# paper on a darker desk
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (96, 88, 78))
canvas.paste(page, ((canvas.width - w) // 2, (canvas.height - h) // 2))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 88, 78))
# warm tint + uneven lighting (vignette and a side shadow)
tint = Image.new("RGB", canvas.size, (255, 240, 215))
canvas = ImageChops.multiply(canvas, tint)
mask = Image.new("L", canvas.size, 0)
dr = ImageDraw.Draw(mask)
W, H = canvas.size
for i in range(60):
    box = (int(-W * 0.1 + i * W * 0.01), int(-H * 0.1 + i * H * 0.01), int(W * 1.1 - i * W * 0.01), int(H * 1.1 - i * H * 0.01))
    dr.ellipse(box, fill=int(120 + i * 2.2))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", canvas.size, (30, 25, 20))
canvas = Image.composite(canvas, dark, mask)
shade = Image.linear_gradient("L").rotate(90).resize(canvas.size)
canvas = Image.composite(canvas, ImageChops.multiply(canvas, Image.new("RGB", canvas.size, (200, 195, 190))), shade)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = ImageChops.add(canvas, noise, scale=1.0, offset=-128) if False else Image.blend(canvas, ImageChops.multiply(canvas, ImageChops.invert(noise).point(lambda v: 255 - v // 6)), 0.5)
canvas.save("../cvs/IMG_20261103_184512.jpg", quality=82)
