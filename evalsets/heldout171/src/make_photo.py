import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(171)
page = Image.open("rebecca_page.png").convert("RGB")
# crop lower blank part off a little, put on a darker "desk" background
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))
rot = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
img = bg
# shading: light gradient from top-left to bottom-right
grad = Image.new("L", img.size)
gd = ImageDraw.Draw(grad)
for y in range(img.height):
    gd.line([(0, y), (img.width, y)], fill=int(255 - 60 * y / img.height))
shade = Image.merge("RGB", [grad, grad, grad])
img = ImageChops.multiply(img, shade)
# vignette
vig = Image.new("L", img.size, 0)
vd = ImageDraw.Draw(vig)
vd.ellipse([-img.width * 0.25, -img.height * 0.2, img.width * 1.25, img.height * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", img.size, (30, 25, 20)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(img.width * img.height // 6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img = img.resize((img.width * 9 // 10, img.height * 9 // 10))
img.save("../cvs/IMG_20261103_184512.jpg", quality=82)
